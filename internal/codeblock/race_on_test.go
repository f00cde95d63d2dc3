//go:build race

package codeblock

// raceDetector: the race detector slows chroma down twentyfold.
const raceDetector = true
