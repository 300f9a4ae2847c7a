import { integerSetting } from '../src/utils/settings';

/** How many requests each limit lets through in its window (the windows are in the rate-limit service). */
export interface RateLimitSettings {
  loginPerAddress: number;
  loginPerAccount: number;
  contactPerAddress: number;
  contactPerAddressPerDay: number;
  contactPerDay: number;
}

const ALLOWED = { min: 1, max: 1_000_000 };

// Read when Strapi loads its configuration: a value that is not a whole number in range stops the boot.
const config = (): RateLimitSettings => ({
  loginPerAddress: integerSetting('LOGIN_RATE_LIMIT_MAX', 10, ALLOWED),
  loginPerAccount: integerSetting('LOGIN_ACCOUNT_RATE_LIMIT_MAX', 10, ALLOWED),
  contactPerAddress: integerSetting('CONTACT_RATE_LIMIT_MAX', 5, ALLOWED),
  contactPerAddressPerDay: integerSetting('CONTACT_ADDRESS_DAILY_MAX', 5, ALLOWED),
  contactPerDay: integerSetting('CONTACT_DAILY_MAX', 200, ALLOWED),
});

export default config;
