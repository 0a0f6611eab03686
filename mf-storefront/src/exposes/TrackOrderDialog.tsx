export { default } from '../features/order-tracking/TrackOrderDialog';
