import type { ConsoleDataProvider } from '../providers/dataProvider';
import type { ActionText } from './ActionDialog';
import { LIMITS, type Complaint } from './types';

export type ActionId = 'hide-ad' | 'take-down-ad' | 'block-seller' | 'reply' | 'note' | 'close';

export interface ComplaintAction {
  id: ActionId;
  color: 'primary' | 'warning' | 'error';
  /** Whether the button is shown: an action that cannot apply is not offered (the API would answer 409) */
  applies: (complaint: Complaint) => boolean;
  /** The text the action sends, if any */
  text?: ActionText;
  run: (provider: ConsoleDataProvider, complaint: Complaint, text: string) => Promise<{ data: Complaint }>;
}

const open = (c: Complaint) => c.status !== 'CLOSED';
const takenDown = (c: Complaint) => c.events.some((event) => event.type === 'AD_TAKEN_DOWN');

/**
 * The Grievance Officer's actions (POST /api/admin/complaints/{id}/…, through the data provider), in the order the buttons show them. Each
 * needs the complaint open, except the internal note; the ad's actions need an ad (hiding it, one on the site).
 */
export const ACTIONS: ComplaintAction[] = [
  { id: 'hide-ad', color: 'warning', applies: (c) => open(c) && c.ad?.status === 'ACTIVE', run: (p, c) => p.hideComplaintAd(c.id) },
  {
    id: 'take-down-ad',
    color: 'warning',
    applies: (c) => open(c) && !!c.ad && !takenDown(c),
    text: { label: 'app.complaints.actions.take-down-ad.field', max: LIMITS.note, required: false },
    run: (p, c, note) => p.takeDownComplaintAd(c.id, note ? { note } : {}),
  },
  { id: 'block-seller', color: 'error', applies: (c) => open(c) && !!c.ad && !c.ad.sellerBlocked, run: (p, c) => p.blockComplaintSeller(c.id) },
  {
    id: 'reply',
    color: 'primary',
    applies: open,
    text: { label: 'app.complaints.actions.reply.field', max: LIMITS.message, required: true },
    run: (p, c, message) => p.replyToComplaint(c.id, { message }),
  },
  {
    id: 'note',
    color: 'primary',
    applies: () => true,
    text: { label: 'app.complaints.actions.note.field', max: LIMITS.message, required: true },
    run: (p, c, message) => p.noteOnComplaint(c.id, { message }),
  },
  {
    id: 'close',
    color: 'primary',
    applies: open,
    text: { label: 'app.complaints.actions.close.field', max: LIMITS.outcome, required: true },
    run: (p, c, outcome) => p.closeComplaint(c.id, { outcome }),
  },
];

export const actionsFor = (complaint: Complaint) => ACTIONS.filter((action) => action.applies(complaint));
