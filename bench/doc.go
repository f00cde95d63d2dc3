// Package bench holds Folio's benchmarks: Go benchmarks of each stage on
// real and generated sites, and (later) scripts that compare Folio side by
// side with Hugo and nginx. Targets are measured here, never asserted in
// tests. See README.md for how to run them.
package bench
