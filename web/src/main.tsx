import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// after Mantine's styles: the app's focus ring replaces its colour
import './app/focusRing.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installSession } from './app/auth/session';
import { firstRenderReady } from './app/firstRenderReady';

installSession();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

void firstRenderReady().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
