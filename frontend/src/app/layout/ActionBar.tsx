import { useRestaurant } from '../../features/restaurant/useRestaurant';
import {
  directionsHref,
  mapPlatform,
  postalAddress,
  telHref,
  type MapPlatform,
} from '../../features/restaurant/restaurant-format';
import { useBrowserValue } from '../../hooks/useHydrated';
import { useOnScreenKeyboard } from '../../hooks/useOnScreenKeyboard';
import { useOpeningStatus } from '../../hooks/useOpeningStatus';
import { DirectionsIcon, PhoneIcon } from '../../ui/icons';
import { useT } from '../../hooks/useLocale';

const userAgentNeverChanges = () => () => undefined;

/** The map application this browser can open; while hydrating server HTML, the server's answer ('other') first. */
function useMapPlatform(): MapPlatform {
  return useBrowserValue(
    userAgentNeverChanges,
    () => mapPlatform(navigator.userAgent),
    () => 'other',
  );
}

/**
 * docs/product.md#action-bar: on phones, « Appeler » and « Itinéraire » always one tap away at the bottom of the
 * restaurant pages; the stylesheet keeps room for it under the footer and above it for the scroll-to-top button, and
 * it steps aside while the on-screen keyboard is open; above them, whether the restaurant is open now
 * (docs/product.md#opening-hours). Nothing until the CMS has given the phone and address.
 */
export function ActionBar() {
  const { restaurant } = useRestaurant();
  const keyboardOpen = useOnScreenKeyboard();
  const platform = useMapPlatform();
  const status = useOpeningStatus(restaurant?.openingHours, restaurant?.openingExceptions);
  const t = useT();
  if (!restaurant) return null;
  const address = postalAddress(restaurant);
  return (
    <nav className="action-bar" aria-label={t.actionBar.label} hidden={keyboardOpen}>
      {/* Whether it is open now needs the visitor's clock: the line is there from the server's HTML on, filled in the
          browser, so nothing moves. */}
      {restaurant.openingHours.length > 0 && (
        <p className="action-bar__status">{status ? t.hours.status(status) : ''}</p>
      )}
      <a
        className="action-bar__link action-bar__link--call"
        href={telHref(restaurant.phone)}
        aria-label={t.actionBar.callNumber(restaurant.phone)}
      >
        <PhoneIcon />
        {t.actionBar.call}
      </a>
      <a
        className="action-bar__link"
        href={directionsHref(address, platform)}
        aria-label={t.actionBar.directionsTo(address)}
      >
        <DirectionsIcon />
        {t.actionBar.directions}
      </a>
    </nav>
  );
}
