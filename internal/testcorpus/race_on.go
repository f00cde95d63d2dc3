//go:build race

package testcorpus

// raceDetector: the tests run under the race detector.
const raceDetector = true
