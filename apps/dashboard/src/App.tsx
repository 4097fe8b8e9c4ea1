import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from '@merchant/ui';
import { AppRoutes } from './router';

export function App() {
  return (
    <ThemeProvider>
      <ToastProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  );
}
