import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { logAndReport } from './errors/errorReporting';
import './styles/index.css';

window.addEventListener(
  'unhandledrejection',
  (event) => void logAndReport(event.reason, 'Unhandled promise rejection', 'unhandled_rejection'),
);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
