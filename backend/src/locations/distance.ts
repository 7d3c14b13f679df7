/**
 * Distances between district centroids (decision 0043): never between people. A position a visitor sends is rounded
 * to POSITION_STEP degrees before use, and a distance shown is rounded to DISTANCE_STEP_KM.
 */
export const POSITION_STEP = 0.05;
export const DISTANCE_STEP_KM = 5;

const EARTH_KM = 6371;
const RAD = Math.PI / 180;

/** Great-circle (haversine) distance in km. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lng2 - lng1) * RAD) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A coordinate on the 0.05° grid (about 5 km), as the storefront sends it. */
export const roundPosition = (degrees: number): number => Math.round(degrees / POSITION_STEP) * POSITION_STEP;

/** "About N km": the distance to the nearest 5 km. */
export const roundDistance = (km: number): number => Math.round(km / DISTANCE_STEP_KM) * DISTANCE_STEP_KM;
