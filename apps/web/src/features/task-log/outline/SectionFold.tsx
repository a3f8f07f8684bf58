import { ChevronDown, ChevronRight } from 'lucide-react';
import * as s from './SectionFold.css';

/** A section header row's fold state, as the log viewer passes it to the row. */
export interface FoldInfo {
  /** The section's id in the outline (`LogSection.id`). */
  readonly id: number;
  readonly folded: boolean;
  /** The section's duration, formatted (`''` when unknown). */
  readonly duration: string;
  /** The translated label of the toggle ("Fold TASK [x]" / "Unfold …"). */
  readonly label: string;
}

/** Whether two fold states render the same (a row's memo comparison). */
export function sameFold(a: FoldInfo | undefined, b: FoldInfo | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.id === b.id && a.folded === b.folded && a.duration === b.duration && a.label === b.label;
}

/**
 * The fold / unfold button at the start of a section header row: for the pointer; the keyboard
 * folds with ArrowLeft/ArrowRight on the line (the log is one Tab stop), so it is not a Tab stop.
 */
export function FoldToggle({ fold, onToggle }: { fold: FoldInfo; onToggle(id: number): void }) {
  return (
    <button
      type="button"
      className={s.toggle}
      tabIndex={-1}
      aria-expanded={!fold.folded}
      aria-label={fold.label}
      onClick={() => onToggle(fold.id)}
    >
      {fold.folded ? <ChevronRight size={14} aria-hidden /> : <ChevronDown size={14} aria-hidden />}
    </button>
  );
}

/** The section's duration at the end of its header row. */
export function FoldDuration({ fold }: { fold: FoldInfo }) {
  return fold.duration ? <span className={s.duration}>{fold.duration}</span> : null;
}
