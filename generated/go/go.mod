module trajspec.dev/models

go 1.22
