import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from '@merchant/ui';
import { DemoBanner } from './app/DemoBanner';
import { getSandboxInfo } from './app/sandboxInfo';
import { AppRoutes } from './router';

export function App() {
  return (
    <ThemeProvider>
      {/* A build-time constant, so a real API's build drops the banner's code altogether. */}
      {import.meta.env.VITE_API_MOCKING === 'on' && getSandboxInfo() && <DemoBanner />}
      <ToastProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  );
}
