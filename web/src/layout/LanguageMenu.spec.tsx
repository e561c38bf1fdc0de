import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n/i18n';
import { renderScreen } from '../../test/render-screen';
import { LanguageMenu } from './LanguageMenu';

describe('LanguageMenu', () => {
  it('switches the screens to English and back, and keeps the choice in the session', async () => {
    const { store } = await renderScreen(<LanguageMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'JA' }));
    expect(screen.getByRole('menuitem', { name: 'JA' })).toHaveClass('Mui-selected');
    await userEvent.click(screen.getByRole('menuitem', { name: 'EN' }));
    expect(i18n.language).toBe('en');
    expect(store.getState().session.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'EN' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'EN' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'JA' }));
    expect(i18n.language).toBe('ja');
    expect(store.getState().session.lang).toBe('ja');
  });
});
