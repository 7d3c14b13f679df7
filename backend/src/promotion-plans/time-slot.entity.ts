import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A time of day (India time, HH:MM) during which a promoted ad is shown first. endTime may be before startTime (overnight). */
@Entity('time_slots')
export class TimeSlot {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 60 })
  label: string;

  /** The label in Hindi; Hindi pages show `label` without it. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  labelHi: string | null;

  @Column({ type: 'varchar', length: 5 })
  startTime: string;

  @Column({ type: 'varchar', length: 5 })
  endTime: string;

  @Column({ default: true })
  active: boolean;
}
