//go:build race

package site

// raceDetector: the race detector slows a build tenfold.
const raceDetector = true
