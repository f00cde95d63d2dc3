package cli

import (
	"github.com/spf13/cobra"

	"github.com/foliodocs/folio/internal/config"
)

func (a *app) schemaCommand() *cobra.Command {
	return &cobra.Command{
		Use:     "schema",
		Short:   "Print the JSON Schema of docs.json",
		Example: `  folio schema > docs.schema.json`,
		Long: `Schema prints a JSON Schema (draft 2020-12) of docs.json, generated from the
same model that folio validate checks against. Save it and point "$schema" in
docs.json at it to get completion and checking in an editor:

    folio schema > docs.schema.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			data, err := config.Schema()
			if err != nil {
				return err
			}
			_, err = cmd.OutOrStdout().Write(data)
			return err
		},
	}
}
