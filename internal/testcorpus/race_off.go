//go:build !race

package testcorpus

const raceDetector = false
