// Runs first in every API test process (scripts/run-node-tests.mjs): each answer a test receives through
// supertest is held against the HTTP contract.
import './contract-check';
