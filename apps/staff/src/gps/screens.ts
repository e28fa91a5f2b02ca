// The GPS screens load together, with the map (Leaflet), when one is first opened: one chunk, so
// that the console's shared chunks stay as they are for its first load.
export { default as GpsPage } from './GpsPage.tsx';
export { default as GpsDevicePage } from './GpsDevicePage.tsx';
