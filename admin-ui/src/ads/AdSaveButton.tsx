import { useRef, useState, type RefObject } from 'react';
import { FormDataConsumer, SaveButton, useRecordContext, type TransformData } from 'react-admin';
import type { TakeDown } from '../common/take-down';
import { TakeDownDialog } from '../common/TakeDownDialog';
import { takeDownFields, type Ad } from './types';

/** What the admin answered in the dialog, for the save the dialog's Take down starts. */
export type PendingTakeDown = RefObject<TakeDown | null>;

/** For the edit page's transform: a save that takes an active ad down sends the reason and note with it. */
export const withTakeDown = (takeDown: TakeDown | null, ...[data, options]: Parameters<TransformData>) =>
  takeDown && data.status === 'INACTIVE' && options?.previousData?.status === 'ACTIVE' ? { ...data, ...takeDownFields(takeDown) } : data;

/**
 * The edit page's Save. When the status goes from Activated to Inactivated, it first asks why (the seller is
 * told); the dialog's Take down then saves the form, with the answer (withTakeDown).
 */
export function AdSaveButton({ pendingRef }: { pendingRef: PendingTakeDown }) {
  const record = useRecordContext<Ad>();
  const button = useRef<HTMLButtonElement>(null);
  /** Set just before the dialog clicks Save, so that this click saves instead of asking again. */
  const confirmed = useRef(false);
  const [asking, setAsking] = useState(false);

  const confirm = (takeDown: TakeDown) => {
    pendingRef.current = takeDown;
    confirmed.current = true;
    setAsking(false);
    button.current?.click();
  };

  return (
    <>
      <FormDataConsumer<Ad>>
        {({ formData }) => (
          <SaveButton
            ref={button}
            onClick={(event) => {
              if (!confirmed.current) {
                pendingRef.current = null; // each take-down is asked for, even after a save that failed
                if (record?.status === 'ACTIVE' && formData.status === 'INACTIVE') {
                  event.preventDefault(); // no submit yet
                  setAsking(true);
                }
              }
              confirmed.current = false;
            }}
          />
        )}
      </FormDataConsumer>
      <TakeDownDialog open={asking} adTitle={record?.title ?? ''} onCancel={() => setAsking(false)} onConfirm={confirm} />
    </>
  );
}
