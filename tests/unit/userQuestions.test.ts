import {describe, expect, it} from 'vitest';
import {userQuestions} from '../support/userQuestions';

describe('the users’ questions (tests/fixtures/user-questions.json)', () => {
  it('are at least 40 distinct questions of 3 to 10 words, each from a react-figma thread', () => {
    expect(userQuestions.length).toBeGreaterThanOrEqual(40);
    expect(new Set(userQuestions.map(({question}) => question.toLowerCase())).size).toBe(userQuestions.length);
    for (const {question, thread} of userQuestions) {
      const words = question.trim().split(/\s+/).length;
      expect(words, question).toBeGreaterThanOrEqual(3);
      expect(words, question).toBeLessThanOrEqual(10);
      expect(thread, question).toMatch(/^https:\/\/github\.com\/react-figma\/[\w.-]+\/(issues|pull|discussions)\/\d+$/);
    }
  });
});
