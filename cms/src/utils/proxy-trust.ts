import proxyAddr from 'proxy-addr';
import { booleanSetting, SettingError } from './settings';

/** Whether a peer (the connecting address, or an earlier hop) is a proxy whose forwarded headers count. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** What TRUST_PROXY=true trusts when TRUSTED_PROXIES names nothing: a proxy on this machine. */
const THIS_MACHINE = ['loopback'];

/** One address or CIDR range, IPv4 or IPv6, as TRUSTED_PROXIES lists them. */
const ADDRESS_OR_RANGE = /^[0-9a-f:.]+(?:\/\d{1,3})?$/i;

/**
 * Which peers' forwarded headers (X-Forwarded-For, -Proto, -Host) count, or null when none do. TRUST_PROXY=true turns
 * them on; TRUSTED_PROXIES (addresses or CIDR ranges, comma-separated) says from which peers, and this machine only
 * when empty, so that a published port never lets a visitor choose the address it is counted as. A list given
 * while TRUST_PROXY is off, or an entry that is no address or range, stops the start.
 */
export function proxyTrust(): ProxyTrust | null {
  const enabled = booleanSetting('TRUST_PROXY', false);
  const raw = process.env.TRUSTED_PROXIES ?? '';
  const listed = raw.trim() ? raw.split(',').map((entry) => entry.trim()) : [];
  if (!enabled) {
    if (listed.length > 0) {
      throw new SettingError(
        'TRUSTED_PROXIES',
        raw,
        'nothing while TRUST_PROXY is false: set TRUST_PROXY=true to use it',
      );
    }
    return null;
  }
  const accepts = 'IPv4 or IPv6 addresses and CIDR ranges, comma-separated (e.g. 172.18.0.0/16,::1)';
  if (listed.some((entry) => !ADDRESS_OR_RANGE.test(entry))) throw new SettingError('TRUSTED_PROXIES', raw, accepts);
  try {
    return proxyAddr.compile(listed.length > 0 ? listed : THIS_MACHINE);
  } catch {
    throw new SettingError('TRUSTED_PROXIES', raw, accepts);
  }
}
