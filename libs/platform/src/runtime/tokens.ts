/** Injection tokens for what the platform hands every service. */
export const CONFIG = Symbol('CONFIG');
export const LOGGER = Symbol('LOGGER');
export const DOCUMENT_STORE = Symbol('DOCUMENT_STORE');
export const OBJECT_STORE = Symbol('OBJECT_STORE');
export const MAILER = Symbol('MAILER');
export const HEALTH = Symbol('HEALTH');
export const ACCESS_TOKENS = Symbol('ACCESS_TOKENS');
