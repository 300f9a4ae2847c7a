import { HOTEL } from '../../data/contact';
import { Icon } from '../primitives/Icon';
import { mailtoHref } from '../../../lib/mailto';

export function ContactBlock() {
  return (
    <div className="tpl-contact-block">
      <p className="tpl-kicker">Contact us</p>
      <h2>We answer within the day</h2>
      <p className="tpl-muted">
        Questions about a booking, a special request or a group stay: write or call, reception is open around the clock.
      </p>
      <ul className="tpl-contact-list">
        <li>
          <Icon name="phone" />
          <span>
            <strong>Phone</strong>
            <a href={`tel:${HOTEL.phone.replace(/\s/g, '')}`}>{HOTEL.phone}</a>
          </span>
        </li>
        <li>
          <Icon name="mail" />
          <span>
            <strong>Email</strong>
            <a href={mailtoHref(HOTEL.email)}>{HOTEL.email}</a>
          </span>
        </li>
        <li>
          <Icon name="pin" />
          <span>
            <strong>Address</strong>
            {HOTEL.address}
          </span>
        </li>
      </ul>
    </div>
  );
}
