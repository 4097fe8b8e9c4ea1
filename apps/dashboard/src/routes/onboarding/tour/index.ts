export { TourRoute as Component } from './TourRoute';
