import { useNavigate } from 'react-router-dom';
import { TourScreen } from '@merchant/screens';

/** /dashboard/getStarted/tour: the placeholder inside the shell. */
export function TourRoute() {
  const navigate = useNavigate();
  return <TourScreen onBack={() => navigate(-1)} />;
}
