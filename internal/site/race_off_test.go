//go:build !race

package site

const raceDetector = false
