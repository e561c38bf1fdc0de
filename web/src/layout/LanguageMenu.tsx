import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../app/useAppDispatch';
import { sessionSlice, type Lang } from '../session/session-slice';

const LANGS: ReadonlyArray<{ lang: Lang; labelKey: string }> = [
  { lang: 'en', labelKey: 'lang.en' },
  { lang: 'ja', labelKey: 'lang.ja' },
];

/** EN / JA switch; the choice is kept in the persisted session. */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (lang: Lang) => {
    setAnchor(null);
    dispatch(sessionSlice.actions.languageChosen(lang));
    void i18n.changeLanguage(lang);
  };
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="language-menu"
      >
        {i18n.language === 'en' ? t('lang.en') : t('lang.ja')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGS.map(({ lang, labelKey }) => (
          <MenuItem
            key={lang}
            selected={i18n.language === lang}
            onClick={() => choose(lang)}
            data-testid={`language-${lang}`}
          >
            {t(labelKey)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
