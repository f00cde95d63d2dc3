package content

// registerComponents adds the components beyond the callouts, family by
// family.
func registerComponents(add func(*component, ...string)) {
	registerLayout(add)
	registerInline(add)
	registerAPI(add)
}
