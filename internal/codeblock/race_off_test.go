//go:build !race

package codeblock

const raceDetector = false
