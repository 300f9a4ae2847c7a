import { Link } from 'react-router-dom';
import { HOTEL } from '../data/contact';
import { FOOTER_LINKS, SOCIAL_LINKS } from '../data/navigation';
import { Icon } from '../components/primitives/Icon';
import { TargetLink } from '../components/primitives/NavTarget';
import { NewsletterForm } from '../components/forms/NewsletterForm';
import { PlaceholderLinks } from '../components/primitives/PlaceholderLinks';
import { mailtoHref } from '../../lib/mailto';

export function TemplateFooter() {
  return (
    <footer className="tpl-footer">
      <div className="tpl-container tpl-footer__grid">
        <div>
          <p className="tpl-footer__brand">{HOTEL.name}</p>
          <p>
            Rooms, suites and apartments between the lake and the old town, with breakfast on the terrace and a pool
            open all summer.
          </p>
          <PlaceholderLinks className="tpl-social" label="Social networks" items={SOCIAL_LINKS} />
        </div>
        <div>
          <h2 className="tpl-footer__title">Quick Links</h2>
          <ul className="tpl-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <TargetLink to={link.to}>{link.label}</TargetLink>
              </li>
            ))}
            <li>
              <Link to="/home2/find_room">Booking Online</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="tpl-footer__title">Contact</h2>
          <ul className="tpl-footer__contact">
            <li>
              <Icon name="pin" size={16} /> {HOTEL.address}
            </li>
            <li>
              <Icon name="phone" size={16} /> <a href={`tel:${HOTEL.phone.replace(/\s/g, '')}`}>{HOTEL.phone}</a>
            </li>
            <li>
              <Icon name="mail" size={16} /> <a href={mailtoHref(HOTEL.email)}>{HOTEL.email}</a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="tpl-footer__title">Newsletter</h2>
          <p>Seasonal offers, twice a month at most.</p>
          <NewsletterForm id="tpl-footer-newsletter" />
        </div>
      </div>
      <p className="tpl-container tpl-footer__copy">
        © {new Date().getFullYear()} {HOTEL.name}. All rights reserved.
      </p>
    </footer>
  );
}
