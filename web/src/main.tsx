import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureLanding } from './lib/attribution';
import { initI18n } from './lib/i18n';
import './index.css';
import { App } from './app';

// Before the router: a visitor without a session is sent on to sign in at once.
const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
captureLanding(window.location, { returning: navigation?.type === 'reload' || navigation?.type === 'back_forward' });

// Texts first: a user who chose Azerbaijani or Russian never sees an English flash.
void initI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
