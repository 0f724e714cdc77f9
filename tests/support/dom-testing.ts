/**
 * Setup for every unit test file. Several islands load their dialog on first
 * use (a dynamic import); in a test Vite transforms that module then, which
 * on a busy 2-core machine can take longer than Testing Library's default
 * one-second wait for it to appear. The wait allows five seconds, well inside
 * the unit tests' own timeout.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
