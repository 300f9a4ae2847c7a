import { useSyncExternalStore, type ReactNode } from 'react';
import { useRestaurant } from '../../features/restaurant/useRestaurant';
import {
  directionsHref,
  mapPlatform,
  postalAddress,
  telHref,
  type MapPlatform,
} from '../../features/restaurant/restaurant-format';
import { useOnScreenKeyboard } from '../../hooks/useOnScreenKeyboard';
import { DirectionsIcon, PhoneIcon } from '../../ui/icons';

interface ActionBarProps {
  /** A short line about the restaurant shown above the two links, e.g. whether it is open now. */
  status?: ReactNode;
}

const userAgentNeverChanges = () => () => undefined;

/** The map application this browser can open; while hydrating server HTML, the server's answer ('other') first. */
function useMapPlatform(): MapPlatform {
  return useSyncExternalStore(
    userAgentNeverChanges,
    () => mapPlatform(navigator.userAgent),
    () => 'other',
  );
}

/**
 * docs/product.md#action-bar: on phones, « Appeler » and « Itinéraire » always one tap away at the bottom of the
 * restaurant pages; the stylesheet keeps room for it under the footer and above it for the scroll-to-top button, and
 * it steps aside while the on-screen keyboard is open. Nothing until the CMS has given the phone and address.
 */
export function ActionBar({ status }: ActionBarProps) {
  const { restaurant } = useRestaurant();
  const keyboardOpen = useOnScreenKeyboard();
  const platform = useMapPlatform();
  if (!restaurant) return null;
  const address = postalAddress(restaurant);
  return (
    <nav className="action-bar" aria-label="Appeler ou venir" hidden={keyboardOpen}>
      {status !== undefined && <div className="action-bar__status">{status}</div>}
      <a
        className="action-bar__link action-bar__link--call"
        href={telHref(restaurant.phone)}
        aria-label={`Appeler le ${restaurant.phone}`}
      >
        <PhoneIcon />
        Appeler
      </a>
      <a
        className="action-bar__link"
        href={directionsHref(address, platform)}
        aria-label={`Itinéraire vers ${address}`}
      >
        <DirectionsIcon />
        Itinéraire
      </a>
    </nav>
  );
}
