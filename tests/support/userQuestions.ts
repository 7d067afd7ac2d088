import {readFileSync} from 'node:fs';
import path from 'node:path';

/** A question from react-figma's issue trackers, in a user's words, and where the site answers it. */
export type UserQuestion = {
  readonly question: string;
  readonly thread: string;
  /** The answering page, and the id of its heading (null: the page's intro). */
  readonly answer: {readonly page: string; readonly section: string | null};
};

/** tests/fixtures/user-questions.json. */
export const userQuestions: readonly UserQuestion[] = JSON.parse(
  readFileSync(path.resolve(__dirname, '../fixtures/user-questions.json'), 'utf8'),
);
