/**
 * Setup for every unit test file. Several islands load their dialog on first
 * use (a dynamic import); in a test Vite transforms that module then, which
 * on a busy 2-core machine can take longer than Testing Library's default
 * one-second wait for it to appear. The wait allows five seconds, well inside
 * the unit tests' own timeout. Islands read their words from the page, which
 * a unit test does not have: they get a language's catalogue (./words.ts),
 * English again after each test.
 */
import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { resetWords } from './words.ts';

configure({ asyncUtilTimeout: 5_000 });

afterEach(resetWords);
