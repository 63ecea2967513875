// What the review machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'opening', on: 'OPEN', to: 'loading', does: ['assign'] },
  { from: 'loading', on: 'done: loadReviewItem', guard: 'alreadyReviewed', when: 'the item is reviewed already', to: 'reviewed', does: ['assign'] },
  { from: 'loading', on: 'done: loadReviewItem', guard: 'notOpen', when: 'the item may not be reviewed (not completed, or the window closed)', to: 'closed', does: ['assign'] },
  { from: 'loading', on: 'done: loadReviewItem', to: 'editing', does: ['assign'] },
  { from: 'loading', on: 'error: loadReviewItem', to: 'loadFailed', does: ['assign'] },
  { from: 'loadFailed', on: 'RETRY', to: 'loading' },
  { from: 'editing.idle', on: 'UPLOAD', to: 'editing.uploading' },
  { from: 'editing.idle', on: 'SUBMIT', to: 'submitting' },
  { from: 'editing.uploading', on: 'done: uploadPicture', to: 'editing.idle', does: ['announceUploaded'] },
  { from: 'editing.uploading', on: 'error: uploadPicture', to: 'editing.idle' },
  { from: 'submitting', on: 'done: submitReview', to: 'reviewed', does: ['assign', 'announceReviewed'] },
  { from: 'submitting', on: 'error: submitReview', guard: 'changedElsewhere', when: 'the server says the item changed meanwhile (reviewed, closed)', to: 'loading' },
  { from: 'submitting', on: 'error: submitReview', to: 'editing' },
] satisfies MachineExpectations
