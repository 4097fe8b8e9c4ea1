import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from '@merchant/ui';
import { DemoBanner } from './app/DemoBanner';
import { getSandboxInfo } from './app/sandboxInfo';
import { AppRoutes } from './router';

export function App() {
  return (
    <ThemeProvider>
      {getSandboxInfo() && <DemoBanner />}
      <ToastProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  );
}
