import { Route } from 'react-router-dom';
import { PromotionsPage } from './PromotionsPage';

/** Payments → Promotions: a page of its own (the API's list is no react-admin resource: no paging, no Content-Range). */
export const promotionRoutes = [<Route key="promotions" path="/promotions" element={<PromotionsPage />} />];
