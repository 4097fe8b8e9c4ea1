import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@merchant/api';
import { ThemeProvider, ToastProvider } from '@merchant/ui';
import { createRouter } from './router';

const router = createRouter();

export function App() {
  return (
    <ThemeProvider>
      <ToastProvider>
        <SWRConfig value={swrDefaults}>
          <RouterProvider router={router} />
        </SWRConfig>
      </ToastProvider>
    </ThemeProvider>
  );
}
