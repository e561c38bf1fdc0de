import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import ja from './ja.json';

/** One i18next instance for the app: Japanese by default (spec §1), English on request. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { ja: { translation: ja }, en: { translation: en } },
  lng: 'ja',
  fallbackLng: 'ja',
  supportedLngs: ['ja', 'en'],
  // Resources are bundled, so initialise synchronously and render translated text on first paint.
  initAsync: false,
  interpolation: { escapeValue: false },
});
