import { integerSetting } from '../src/utils/settings';

/** How many requests each limit lets through in its window (the windows are in the rate-limit service). */
export interface RateLimitSettings {
  loginPerAddress: number;
  loginPerAccount: number;
  /** Failed logins of one browser holding a device token for the account: as many as the account's. */
  loginPerDevice: number;
  contactPerAddress: number;
  contactPerAddressPerDay: number;
  contactPerDay: number;
  /** Online bookings and group requests, per address. */
  reservationPerAddress: number;
  /** Scans of one table's QR code counted per address (one: a guest scanning again is the same guest). */
  tableScanPerAddress: number;
}

const ALLOWED = { min: 1, max: 1_000_000 };

// Read when Strapi loads its configuration: a value that is not a whole number in range stops the boot.
const config = (): RateLimitSettings => {
  const loginPerAccount = integerSetting('LOGIN_ACCOUNT_RATE_LIMIT_MAX', 10, ALLOWED);
  return {
    loginPerAddress: integerSetting('LOGIN_RATE_LIMIT_MAX', 10, ALLOWED),
    loginPerAccount,
    loginPerDevice: loginPerAccount,
    contactPerAddress: integerSetting('CONTACT_RATE_LIMIT_MAX', 5, ALLOWED),
    contactPerAddressPerDay: integerSetting('CONTACT_ADDRESS_DAILY_MAX', 5, ALLOWED),
    contactPerDay: integerSetting('CONTACT_DAILY_MAX', 200, ALLOWED),
    reservationPerAddress: integerSetting('RESERVATION_RATE_LIMIT_MAX', 10, ALLOWED),
    tableScanPerAddress: 1,
  };
};

export default config;
