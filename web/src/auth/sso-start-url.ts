/** The gateway route that sends the browser on to the company's SSO provider. */
export const SSO_START_URL = '/api/v1/auth/oidc/start';
