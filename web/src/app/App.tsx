import { CssBaseline, ThemeProvider } from '@mui/material';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { ToastStack } from '../toasts/ToastStack';
import { appNavigation } from './app-navigation';
import { appRouter } from './app-router';
import { store } from './store';
import { theme } from './theme';

appNavigation.register((to) => void appRouter.navigate(to));
void i18n.changeLanguage(store.getState().session.lang);

export function App() {
  useEffect(() => {
    const sync = () => {
      document.documentElement.lang = i18n.language;
      document.title = i18n.t('app.title');
    };
    sync();
    i18n.on('languageChanged', sync);
    return () => i18n.off('languageChanged', sync);
  }, []);

  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={appRouter} />
        <ToastStack />
      </ThemeProvider>
    </Provider>
  );
}
