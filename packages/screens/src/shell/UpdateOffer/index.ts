export { UpdateOffer, UPDATE_OFFER_TEXT } from './UpdateOffer';
