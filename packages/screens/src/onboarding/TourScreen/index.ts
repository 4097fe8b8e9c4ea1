export { TourScreen, TOUR_TITLE, TOUR_UNAVAILABLE } from './TourScreen';
export type { TourScreenProps } from './TourScreen';
