export { TourScreen } from './TourScreen';
