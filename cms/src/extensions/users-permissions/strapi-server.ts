import type { Core } from '@strapi/strapi';

/** What users-permissions' `jwt` service reads from an access token it accepts. */
interface AccessTokenClaims {
  id: number | string;
  /** The session the token names: every access token carries one in refresh mode (config/plugins.ts). */
  sessionId?: string;
}

/** The part of users-permissions' `jwt` service changed here; `getToken` reaches `verify` through `this`. */
interface JwtService {
  verify(token: string): Promise<AccessTokenClaims>;
}

type ServiceFactory<T> = (context: { strapi: Core.Strapi }) => T;

/** users-permissions' server side as Strapi hands it to an extension, before its services are made. */
interface UsersPermissionsServer {
  services: { jwt: ServiceFactory<JwtService> } & Record<string, unknown>;
}

/**
 * Strapi's users-permissions accepts an access token on its signature and its user alone: it never asks whether the
 * session the token names is still open, so a token stayed good on Strapi's own routes (`/api/users/me`,
 * `/api/upload/*`, every route of the content API that Strapi's plugins serve) after the staff member logged out, or
 * after /cms changed their password, role or blocked state (docs/product.md#staff-accounts). The back-office's admin
 * strategy asks; here users-permissions' `verify` asks too, so the token of an ended session is refused as an expired
 * one is: `401 Missing or invalid credentials`. The site's own routes check the same through `admitStaff`.
 */
export default (plugin: UsersPermissionsServer): UsersPermissionsServer => {
  const makeJwtService = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }) => {
    const service = makeJwtService({ strapi });
    const verifySignature = service.verify.bind(service);
    service.verify = async (token) => {
      const claims = await verifySignature(token);
      const sessionId = claims.sessionId;
      if (!sessionId || !(await strapi.sessionManager('users-permissions').isSessionActive(String(sessionId)))) {
        throw new Error('Invalid token.');
      }
      return claims;
    };
    return service;
  };
  return plugin;
};
