/** Which end of a conversation someone is: the buyer who wrote first, or the ad's seller. */
export enum Side {
  Buyer = 'BUYER',
  Seller = 'SELLER',
}
