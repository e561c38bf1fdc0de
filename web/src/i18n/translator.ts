import type { Translator } from '../api/error-text';
import { i18n } from './i18n';

/** The app's i18next seen through the narrow interface pure modules accept. */
export const translator: Translator = {
  exists: (key) => i18n.exists(key),
  t: (key, params) => i18n.t(key, params ?? {}),
};
