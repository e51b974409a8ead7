"""The tool catalogue: adding and ingesting tools (:mod:`.adding`, :mod:`.ingest`), searching them
(:mod:`.catalogue`, :mod:`.rerank`), fitting them to a prompt (:mod:`.budget`, :mod:`.schema`,
:mod:`.names`) and exporting them (:mod:`.export`)."""
