// Mantine's sheets every page needs; each component's own comes with it (vite.config.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BRAND_NAME } from '@godown/shared';
import { App } from './app/app';
import { applyDocumentLanguage } from './lib/i18n';
import { loadServerTexts } from './lib/localize';

document.title = BRAND_NAME;
applyDocumentLanguage();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
// A page in Hindi first fetches the Hindi of the server's texts (lib/localize.ts); English renders at once.
void loadServerTexts().then(render, render);
