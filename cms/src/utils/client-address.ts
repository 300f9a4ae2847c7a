import ipaddr from 'ipaddr.js';

/** Longest key kept for an address that does not parse (a proxy writing something odd). */
const MAX_RAW_KEY_LENGTH = 64;

/**
 * The visitor a rate limit counts for a client address (`ctx.ip`, which behind TRUST_PROXY is the address the proxy
 * appended). An IPv4 address is one visitor. An IPv6 visitor is its /64 network, the smallest block providers hand
 * out: one subscriber owns all of it, so counting each address apart would give them endless fresh quotas. An
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, how a dual-stack socket reports IPv4 clients) is the IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip.slice(0, MAX_RAW_KEY_LENGTH);
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = new ipaddr.IPv6([...(address as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toRFC5952String()}/64`;
}
